// When a file's headers do not match: the headers it has beside the ones expected, and a select
// per expected column to say which of the file's columns holds it. "Use these columns" reads the
// file again through that mapping (and remembers it for this company's next upload).
import { useId, useState } from 'react';
import { REQUIRED_CSV_COLUMNS, type CsvTitle, type HeaderMapping } from '@commissionbee/shared/csv';
import { Button } from '@commissionbee/ui/Button';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export interface ColumnMappingProps {
  found: readonly string[];
  expected: readonly CsvTitle[];
  /** The mapping used so far (file header → our column), to start from. */
  initial: HeaderMapping;
  onApply: (mapping: HeaderMapping) => void;
}

const simple = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/** Our column → the file's header that holds it, from a mapping and the names that already match. */
function startingChoice(
  found: readonly string[],
  expected: readonly CsvTitle[],
  initial: HeaderMapping,
): Record<string, string> {
  const choice: Record<string, string> = {};
  for (const title of expected) {
    const byMapping = found.find((header) =>
      Object.entries(initial).some(([from, to]) => to === title && simple(from) === simple(header)),
    );
    const byName = found.find((header) => simple(header) === simple(title));
    choice[title] = byMapping ?? byName ?? '';
  }
  return choice;
}

export function ColumnMapping({ found, expected, initial, onApply }: ColumnMappingProps) {
  const { t } = useI18n();
  const id = useId();
  const [choice, setChoice] = useState(() => startingChoice(found, expected, initial));
  const missing = REQUIRED_CSV_COLUMNS.filter((title) => !choice[title]);
  const apply = () => {
    const mapping: Record<string, CsvTitle> = {};
    for (const title of expected) if (choice[title]) mapping[choice[title]] = title;
    onApply(mapping);
  };

  return (
    <section className="upload-mapping cb-stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('upload.mapping.title')}</h3>
      <p>
        {t('upload.mapping.hasBefore')}
        <strong>{found.join(', ') || t('upload.mapping.none')}</strong>
        {t('upload.mapping.hasAfter')}
      </p>
      <div className="upload-mapping__grid">
        {expected.map((title, index) => {
          const required = REQUIRED_CSV_COLUMNS.includes(title);
          return (
            <div key={title} className="upload-mapping__field">
              <label htmlFor={`${id}-${index}`}>
                {title}
                {required ? ' *' : ''}
              </label>
              <select
                id={`${id}-${index}`}
                className="cb-input"
                value={choice[title]}
                aria-required={required}
                onChange={(event) => setChoice({ ...choice, [title]: event.target.value })}
              >
                <option value="">
                  {required ? t('upload.mapping.choose') : t('upload.mapping.notInFile')}
                </option>
                {found.map((header) => (
                  <option key={header} value={header}>
                    {header}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      {missing.length > 0 && (
        <p className="cb-muted" aria-live="polite">
          {t('upload.mapping.missing', { columns: missing.join(', ') })}
        </p>
      )}
      <div>
        <Button onClick={apply} disabled={missing.length > 0}>
          {t('upload.mapping.apply')}
        </Button>
      </div>
    </section>
  );
}
