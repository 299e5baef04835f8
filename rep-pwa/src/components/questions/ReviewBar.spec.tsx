import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { I18nForTests } from '../../test/i18n';
import { ReviewBar } from './ReviewBar';

function renderSut(props: { demo: boolean }, language: 'en' | 'es-US') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nForTests language={language}>
      <QueryClientProvider client={queryClient}>
        <ReviewBar viewKey="key" payDate="2024-03-05" onAsk={() => {}} {...props} />
      </QueryClientProvider>
    </I18nForTests>,
  );
}

function answerReviews(reviews: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(reviews), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
}

describe('ReviewBar', () => {
  it('asks and answers in Spanish in the demo', () => {
    renderSut({ demo: true }, 'es-US');

    expect(screen.getByRole('region', { name: 'Revisa este cheque' }).textContent).toContain(
      '¿Este cheque está bien?',
    );
    expect(screen.getByRole('button', { name: 'Tengo una pregunta' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Está bien' }));

    expect(screen.getByRole('status').textContent).toBe(
      'Dijiste que este cheque está bien. La demo no envía preguntas ni revisiones: se quedan en este teléfono.',
    );
  });

  it('says when the rep reviewed it, the date as es-US writes it', async () => {
    answerReviews([
      { pay_date: '2024-03-05', reviewed_at: '2024-03-09T10:00:00.000Z', stale: false },
    ]);
    renderSut({ demo: false }, 'es-US');

    expect((await screen.findByRole('status')).textContent).toBe(
      'El 9/3/2024 dijiste que este cheque está bien.',
    );
  });

  it('keeps the English words in English', async () => {
    answerReviews([
      { pay_date: '2024-03-05', reviewed_at: '2024-03-09T10:00:00.000Z', stale: false },
    ]);
    renderSut({ demo: false }, 'en');

    expect((await screen.findByRole('status')).textContent).toBe(
      'You said this paycheck looks right on 3/9/2024.',
    );
  });
});
