import { useState } from 'react';
import { isValidEmail } from '../../../../shared/validation';
import { contactBody } from './contact-body';
import { ContactFormShell } from './ContactFormShell';
import { EmailField, TextField } from './FormFields';

/** rules#coupon-api-contact: 'Get Started with the Coupon API'; Email and an optional Message. */
export default function ApiContactPage() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  return (
    <div className="page narrow">
      <h1>Get Started with the Coupon API</h1>
      <p>Leave your e-mail address and our team will reach out to you about access, pricing and integration.</p>
      <ContactFormShell
        formName="api-contact"
        canSubmit={isValidEmail(email)}
        message={() => ({
          subject: 'Coupon API request',
          emailBody: contactBody([['Email', email], ['Message', message]]),
          receiverEmail: email.trim(),
        })}
        clearFields={() => {
          setEmail('');
          setMessage('');
        }}
      >
        <EmailField id="api-email" value={email} onChange={setEmail} />
        <TextField id="api-message" label="Message" value={message} onChange={setMessage} multiline optional />
      </ContactFormShell>
    </div>
  );
}
