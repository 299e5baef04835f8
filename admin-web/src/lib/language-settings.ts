// GET / PUT /bee/language-settings: the company's default language for reps' emails (issue 33).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@commissionbee/shared/i18n/languages';
import { reps } from '@commissionbee/shared/contracts/routes';
import { client } from '../config/api';
import * as queryKeys from './query-keys';

export const useLanguageSettings = () =>
  useQuery({
    queryKey: queryKeys.languageSettings,
    queryFn: () => client.call(reps.languageSettings),
  });

export function useSaveLanguageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (default_language: Language) =>
      client.call(reps.setLanguageSettings, { body: { default_language } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.languageSettings, saved);
      // Each rep's language now may come from the default.
      return queryClient.invalidateQueries({ queryKey: queryKeys.reps.all });
    },
  });
}
