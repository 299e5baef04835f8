// What the payroll routes answer when they refuse a request. The export's refusals (missing
// employee IDs, ADP file numbers and codes) live in libs/shared (activity.ts): the browser says them too.

/** The request schemas' answers (declared with them in libs/shared/src/contracts/payroll.ts). */
export { PAYROLL_REQUEST_MESSAGES } from '@commissionbee/shared/contracts/payroll';
