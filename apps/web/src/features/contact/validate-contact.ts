import {
  CONTACT_CATEGORIES,
  CONTACT_LIMITS,
  type ContactCategory,
} from '@points/contracts/constants';

export interface ContactForm {
  category: ContactCategory | '';
  email: string;
  gameUserId: string;
  message: string;
}

export type ContactField = keyof ContactForm;
export type ContactErrors = Partial<Record<ContactField, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the form, as translation keys per field; empty when it can be sent. */
export function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  if (!form.category || !(CONTACT_CATEGORIES as readonly string[]).includes(form.category)) {
    errors.category = 'contact.errors.categoryRequired';
  }
  const email = form.email.trim();
  if (!email) errors.email = 'contact.errors.emailRequired';
  else if (!EMAIL.test(email) || email.length > 254) errors.email = 'contact.errors.emailInvalid';
  const gameUserId = form.gameUserId.trim();
  if (
    gameUserId &&
    (!/^[A-Za-z0-9-]+$/.test(gameUserId) || gameUserId.length > CONTACT_LIMITS.gameUserIdMax)
  ) {
    errors.gameUserId = 'contact.errors.gameUserIdInvalid';
  }
  const message = form.message.trim();
  if (!message) errors.message = 'contact.errors.messageRequired';
  else if (message.length < CONTACT_LIMITS.messageMin)
    errors.message = 'contact.errors.messageShort';
  else if (message.length > CONTACT_LIMITS.messageMax)
    errors.message = 'contact.errors.messageLong';
  return errors;
}
