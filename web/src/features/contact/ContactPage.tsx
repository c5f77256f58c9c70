import { useState } from 'react';
import { isValidEmail } from '../../../../shared/validation';
import { Text, richText } from '../../components/RichText';
import { useSectionT } from '../../i18n/section-catalogs';
import { useLang } from '../../i18n/use-t';
import { contactBody } from './contact-body';
import { ContactFormShell } from './ContactFormShell';
import { EmailField, TextField } from './FormFields';
import { CALL_LINK, PhiNotice } from './PhiNotice';

/**
 * rules#site-shell contact form: name, email, message, Submit, the PHI warning and the phone line.
 * The message goes to the team's inbox in English; from the Spanish page it says so, so the answer can be in Spanish.
 */
export default function ContactPage() {
  const t = useSectionT('info');
  const lang = useLang();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  return (
    <div className="page narrow">
      <h1>{t('info.contact.heading')}</h1>
      <p>
        <Text value={richText(t('info.contact.lead'), CALL_LINK)} />
      </p>
      <PhiNotice />
      <ContactFormShell
        formName="contact"
        canSubmit={isValidEmail(email)}
        message={() => ({
          subject: `Contact form message from ${name.trim() || email.trim()}`.slice(0, 200),
          emailBody: contactBody([['Name', name], ['Email', email], ['Message', message], ['Written in', lang === 'es' ? 'Spanish (/es/contact)' : '']]),
          receiverEmail: email.trim(),
        })}
        clearFields={() => {
          setName('');
          setEmail('');
          setMessage('');
        }}
      >
        <TextField id="contact-name" label={t('info.form.name')} value={name} onChange={setName} autoComplete="name" />
        <EmailField id="contact-email" value={email} onChange={setEmail} />
        <TextField id="contact-message" label={t('info.form.message')} value={message} onChange={setMessage} multiline />
      </ContactFormShell>
    </div>
  );
}
