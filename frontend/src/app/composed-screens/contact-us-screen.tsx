import { ContactPage } from '../../features/info/pages/contact-page';
import { ContactForm } from '../../features/content/components/contact-form';

/** The contact page holds the content feature's contact form; features do not import each other, so they meet here. */
export function ContactUsScreen() {
  return <ContactPage contactForm={<ContactForm />} />;
}
