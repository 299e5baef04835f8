// The users routes' request bodies. The password change is the browser's rule too, so its
// schema lives in libs/shared.
import { passwordChangeBody } from '@commissionbee/shared/password-body';
import { z } from 'zod';

export { passwordChangeBody };
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

export const superBeBody = z.object({ companyId: z.coerce.number().int().positive() });
export type SuperBeBody = z.infer<typeof superBeBody>;
