// What keeps a catalogue area complete (issue 33): every language has exactly English's keys, and
// every message is valid ICU with English's arguments. Used by the email catalogue's test.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The argument names of a message (plural, select and number arguments included). */
export function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
  }
  return into;
}

/** Every problem of `catalogues` (language → key → ICU text) against `source`'s, as sentences. */
export function catalogueProblems(
  catalogues: Record<string, Record<string, string>>,
  source = 'en',
): string[] {
  const english = catalogues[source] ?? {};
  const problems: string[] = [];
  const argsOf = (language: string, key: string, text: string): string[] | null => {
    try {
      return [...argumentsOf(parse(text, { ignoreTag: true }))].sort();
    } catch (error) {
      problems.push(`${language}: ${key} is not valid ICU (${(error as Error).message})`);
      return null;
    }
  };
  for (const [language, messages] of Object.entries(catalogues)) {
    for (const key of Object.keys(english))
      if (!(key in messages)) problems.push(`${language}: ${key} is missing`);
    for (const [key, text] of Object.entries(messages)) {
      if (!(key in english)) {
        problems.push(`${language}: ${key} is not in ${source}`);
        continue;
      }
      const args = argsOf(language, key, text);
      if (language === source || !args) continue;
      const wanted = argsOf(source, key, english[key]);
      if (wanted && args.join() !== wanted.join())
        problems.push(
          `${language}: ${key} has {${args.join('}, {')}}, ${source} {${wanted.join('}, {')}}`,
        );
    }
  }
  return problems;
}
