import type { Row } from '@espace/domain/exercises/registry';
import { moduleOf, publicRowOf } from '@espace/domain/exercises/registry';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import { activateLocale, registerFeatureBundles } from '../lib/i18n/i18n';
import { lessonContentBundles } from '../components/lesson-content/lesson-content-bundles';
import { PageContent } from '../components/lesson-content/page-content';
import type { BlockContent, PageContentProps, PageResults } from '../components/lesson-content/types';

/** The block content the API would send for these authored rows (expected answers stripped by the domain). */
export function contentOf(rows: Row[], extra: Partial<BlockContent> = {}): BlockContent {
  return { sections: [{ id: 'section', rows: rows.map(publicRowOf) }], ...extra } as BlockContent;
}

/** The results the API would send once these answers are scored. */
export function resultsOf(rows: Row[], answers: Record<string, unknown>): PageResults {
  const scored = rows.filter((row) => moduleOf(row).scored);
  const answerOf = (row: Row) => answers[row.id] ?? moduleOf(row).answerDefault(row);
  return {
    answerRatios: Object.fromEntries(scored.map((row) => [row.id, moduleOf(row).score(row, answerOf(row)) ?? 0])),
    corrections: Object.fromEntries(scored.map((row) => [row.id, moduleOf(row).correction(row, answerOf(row))])),
    kind: null,
    feedbacks: [],
    hints: { messages: [], remaining: 0, nextMalus: 0 },
    scoring: { actual: 0, max: 0 },
  };
}

type Options = Partial<Omit<PageContentProps, 'content'>> & { content: PageContentProps['content']; locale?: 'fr' | 'en' };

/** Renders PageContent holding the answers in state, as the player does; `onAnswer` records every answer. */
export async function renderContent({ locale = 'fr', answers: initial = {}, ...props }: Options) {
  await activateLocale(locale);
  await registerFeatureBundles(lessonContentBundles);
  const onAnswer = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Player() {
    const [answers, setAnswers] = useState<Record<string, unknown>>(initial);
    return (
      <PageContent
        blockType="exercice"
        results={null}
        {...props}
        answers={answers}
        onAnswer={(rowId, answer) => {
          onAnswer(rowId, answer);
          setAnswers((current) => ({ ...current, [rowId]: answer }));
        }}
      />
    );
  }
  const view = render(
    <QueryClientProvider client={client}>
      <Player />
    </QueryClientProvider>,
  );
  return { ...view, onAnswer, user: userEvent.setup() };
}
