// The payroll routes' queries and body are declared with the routes in
// libs/shared/src/contracts/payroll.ts.
export {
  payrollExportQuery,
  payrollSettingsBody,
  payrollSummaryQuery,
  type PayrollExportQuery,
  type PayrollSettingsBody,
  type PayrollSummaryQuery,
} from '@commissionbee/shared/contracts/payroll';
