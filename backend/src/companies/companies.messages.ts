// What the companies routes answer when they refuse.
export const COMPANIES_MESSAGES = {
  nameRequired: 'Company Name is required',
  adminEmailInvalid: 'Admin Email must be a valid email address',
  passwordRequired: 'Admin Temp Password is required',
  emailTaken: 'A user with this email already exists',
} as const;
