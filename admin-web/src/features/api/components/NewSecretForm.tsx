// The shape both creation forms share: one text field and a list of choices, checked with a shared
// schema, then the new secret shown once (an API token or a webhook's signing secret).
import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Alert } from '@commissionbee/ui/Alert';
import { Button } from '@commissionbee/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { SecretOnce } from './SecretOnce';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** What a refusal of the shared schema says: the field at fault and zod's kind of problem. */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  code: string;
}

type Parsed<Body> =
  { success: true; data: Body } | { success: false; error: { issues: SchemaIssue[] } };

export interface NewSecretFormProps<Choice extends string, Body> {
  /** The form's accessible name. */
  name: string;
  field: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;
  choices: { legend: string; all: readonly Choice[]; describe?: (choice: Choice) => ReactNode };
  parse: (text: string, chosen: Choice[]) => Parsed<Body>;
  /** The refusal in the admin's language (the schema's own messages are its English words). */
  problem: (issue: SchemaIssue) => string;
  create: UseMutationResult<{ secret: string }, Error, Body>;
  submit: { idle: string; pending: string };
  secretLabel: string;
}

export function NewSecretForm<Choice extends string, Body>(
  props: NewSecretFormProps<Choice, Body>,
) {
  const { field, choices, create, submit } = props;
  const { label: fieldLabel, ...input } = field;
  const { t } = useI18n();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Choice[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const toggle = (choice: Choice) =>
    setChosen((now) => (now.includes(choice) ? now.filter((c) => c !== choice) : [...now, choice]));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = props.parse(text, chosen);
    if (!parsed.success) {
      setProblem(props.problem(parsed.error.issues[0]));
      return;
    }
    setProblem(null);
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setSecret(created.secret);
        setText('');
        setChosen([]);
      },
      onError: (error) => setProblem(errorMessage(error, t('app.genericError'))),
    });
  };

  if (secret)
    return <SecretOnce label={props.secretLabel} secret={secret} onDone={() => setSecret(null)} />;

  return (
    <form className="cb-form" aria-label={props.name} onSubmit={onSubmit}>
      <div className="cb-field">
        <label className="cb-label" htmlFor={fieldId}>
          {fieldLabel}
        </label>
        <input
          {...input}
          id={fieldId}
          className="cb-input"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <fieldset className="api-scopes">
        <legend className="cb-label">{choices.legend}</legend>
        {choices.all.map((choice) => (
          <label key={choice} className="api-scope">
            <input
              type="checkbox"
              checked={chosen.includes(choice)}
              onChange={() => toggle(choice)}
            />{' '}
            <code>{choice}</code>
            {choices.describe && <> {choices.describe(choice)}</>}
          </label>
        ))}
      </fieldset>
      {problem && <Alert variant="error">{problem}</Alert>}
      <div className="cb-cluster">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? submit.pending : submit.idle}
        </Button>
      </div>
    </form>
  );
}
