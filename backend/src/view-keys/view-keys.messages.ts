// What the view-key routes answer when they refuse. An invalid email's message is the admin
// app's too, so it lives beside the email rule in libs/shared/src/email.ts.
export const VIEW_KEYS_MESSAGES = {
  repExists: 'A rep with this email already exists',
  keyTwice: 'Each rep key may appear only once',
} as const;
