export { ContactForm, type ContactSource } from './contact-form';
