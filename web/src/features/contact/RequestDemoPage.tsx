import { useState } from 'react';
import { isValidEmail } from '../../../../shared/validation';
import { contactBody } from './contact-body';
import { ContactFormShell } from './ContactFormShell';
import { EmailField, TextField } from './FormFields';
import { PhiNotice } from './PhiNotice';

/** rules#request-a-demo: 'Learn More'; Name, Email, Company, Message; Submit disabled until the e-mail is valid. */
export default function RequestDemoPage() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [company, setCompany] = useState('');
  const [message, setMessage] = useState('');
  return (
    <div className="page narrow">
      <h1>Learn More</h1>
      <p>Tell us about your organisation and we will set up a short demo of what the program saves your members and plan.</p>
      <ContactFormShell
        formName="request-a-demo"
        canSubmit={isValidEmail(email)}
        message={() => ({
          subject: `Request a Demo from ${name.trim()}`.trim().slice(0, 200),
          emailBody: contactBody([['Name', name], ['Company', company], ['Email', email], ['Message', message]]),
          receiverEmail: email.trim(),
        })}
        clearFields={() => {
          setName('');
          setEmail('');
          setCompany('');
          setMessage('');
        }}
      >
        <TextField id="demo-name" label="Name" value={name} onChange={setName} autoComplete="name" />
        <EmailField id="demo-email" value={email} onChange={setEmail} />
        <TextField id="demo-company" label="Company" value={company} onChange={setCompany} autoComplete="organization" />
        <TextField id="demo-message" label="Message" value={message} onChange={setMessage} multiline />
      </ContactFormShell>
      <PhiNotice />
    </div>
  );
}
