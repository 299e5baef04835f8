// What the view-key routes answer when they refuse. An invalid email's message is the admin
// app's too, so it lives beside the email rule in libs/shared/src/email.ts.
import { VIEW_KEYS_BODY_MESSAGES } from '@commissionbee/shared/contracts/view-keys';

export const VIEW_KEYS_MESSAGES = {
  ...VIEW_KEYS_BODY_MESSAGES,
  notAManager: 'Only a manager can see a team member’s lines',
  notOnTeam: 'This rep is not on your team',
} as const;
