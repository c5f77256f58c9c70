import { useState } from 'react';
import { BRAND } from '../../../../shared/brand';
import { isValidEmail } from '../../../../shared/validation';
import { contactBody } from './contact-body';
import { ContactFormShell } from './ContactFormShell';
import { EmailField, TextField } from './FormFields';
import { PhiNotice } from './PhiNotice';

/** rules#site-shell contact form: name, email, message, Submit, the PHI warning and the phone line. */
export default function ContactPage() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  return (
    <div className="page narrow">
      <h1>Contact Us</h1>
      <p>
        Questions about a coupon, a price or the site? Write to us and we answer by e-mail, or call <a href={`tel:${BRAND.phoneE164}`}>{BRAND.phoneLabel}</a>.
      </p>
      <PhiNotice />
      <ContactFormShell
        formName="contact"
        canSubmit={isValidEmail(email)}
        message={() => ({
          subject: `Contact form message from ${name.trim() || email.trim()}`.slice(0, 200),
          emailBody: contactBody([['Name', name], ['Email', email], ['Message', message]]),
          receiverEmail: email.trim(),
        })}
        clearFields={() => {
          setName('');
          setEmail('');
          setMessage('');
        }}
      >
        <TextField id="contact-name" label="Name" value={name} onChange={setName} autoComplete="name" />
        <EmailField id="contact-email" value={email} onChange={setEmail} />
        <TextField id="contact-message" label="Message" value={message} onChange={setMessage} multiline />
      </ContactFormShell>
    </div>
  );
}
