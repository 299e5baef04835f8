// The API token routes' request schema (shared with the admin app, which checks the same rules).
export { newApiTokenBody, type NewApiTokenBody } from '@commissionbee/shared/api';
