// An upload problem in the admin's language (issue 33): the words of its code (catalogue key
// csv.<code>) with its params, else, for a code this app does not know, the server's English
// message. As before, the column is named first when the words do not already name it.
import { useCallback } from 'react';
import type { RowIssue } from '@commissionbee/shared/csv';
import type { MessageValues } from '@commissionbee/shared/i18n/messages';
import { formatUsDate } from '@commissionbee/shared/pay-date';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export type IssueWords = (
  issue: Pick<RowIssue, 'column' | 'message' | 'code' | 'params'>,
) => string;

export function useIssueWords(): IssueWords {
  const { t, format, language } = useI18n();
  return useCallback(
    (issue) => {
      const key = `csv.${issue.code}`;
      let text = issue.message;
      if (issue.code && t.has(key)) {
        // Numbers as the English message writes them (row 1234, not 1,234); a pay date as the
        // language writes dates; the field-count message says which way the count is off.
        const values: MessageValues = {};
        for (const [name, value] of Object.entries(issue.params ?? {}))
          values[name] =
            name === 'payDate'
              ? language === 'en'
                ? formatUsDate(String(value))
                : format.date(String(value))
              : String(value);
        if (issue.code === 'CSV_FIELD_COUNT')
          values.more = Number(issue.params?.found) > Number(issue.params?.expected) ? 'yes' : 'no';
        text = t(key, values);
      }
      return issue.column && !text.includes(issue.column) ? `${issue.column}: ${text}` : text;
    },
    [t, format, language],
  );
}
