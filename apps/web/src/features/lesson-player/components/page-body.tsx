import type { LessonPage } from '@espace/contracts/lessons';
import { PageContent } from '../../../components/lesson-content/page-content';
import { type TincanAction, TincanFrame } from '../../../components/viewers/tincan-frame';
import type { GlossaryTerm } from '../api/get-page-terms';
import type { Answers } from '../hooks/use-answers-draft';
import { useLearner } from '../hooks/use-learner';

export type { TincanAction } from '../../../components/viewers/tincan-frame';

export interface PageBodyProps {
  page: LessonPage;
  answers: Answers;
  onAnswer: (rowId: string, answer: unknown) => void;
  terms: GlossaryTerm[];
  disabled: boolean;
  onTincanAction: (action: TincanAction) => void;
}

/** The activity of a tincan block (`content.tincan.url`), when the page is one. */
const blockTincanUrl = (page: LessonPage): string | null => {
  const inner = (page.content as { content?: { tincan?: { url?: unknown } } }).content;
  return page.blockType === 'tincan' && typeof inner?.tincan?.url === 'string' ? inner.tincan.url : null;
};

/** The page's content through the shared renderers, with tincan activities wired to the player (SPEC §4 Tincan messages). */
export function PageBody({ page, answers, onAnswer, terms, disabled, onTincanAction }: PageBodyProps) {
  const learner = useLearner();
  const actor = { name: learner.displayName, homePage: window.location.origin, accountName: learner.tincanIdentifier };
  const renderTincan = (url: string, title: string | undefined) => <TincanFrame url={url} pageId={page.id} actor={actor} title={title} onAction={onTincanAction} />;
  const tincanUrl = blockTincanUrl(page);
  return (
    <>
      <PageContent
        content={page.content as Parameters<typeof PageContent>[0]['content']}
        blockType={page.blockType}
        answers={answers}
        onAnswer={onAnswer}
        results={page.results}
        disabled={disabled || page.results !== null}
        terms={terms}
        renderTincan={renderTincan}
      />
      {tincanUrl ? renderTincan(tincanUrl, page.nodeTitle ?? undefined) : null}
    </>
  );
}
