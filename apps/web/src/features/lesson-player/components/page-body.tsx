import type { LessonPage } from '@espace/contracts/lessons';
import { PageContent } from '../../../components/lesson-content/page-content';
import { ScormFrame } from '../../../components/viewers/scorm-frame';
import { TincanFrame } from '../../../components/viewers/tincan-frame';
import type { TincanAction } from '../../../components/viewers/tincan-message';
import { launchActivity, launchSco } from '../api/xapi-calls';
import type { Answers } from '../hooks/use-answers-draft';

export interface PageBodyProps {
  page: LessonPage;
  answers: Answers;
  onAnswer: (rowId: string, answer: unknown) => void;
  disabled: boolean;
  onTincanAction: (action: TincanAction) => void;
}

type TincanContent = { content?: { tincan?: { url?: unknown; cmi5?: { launchMethod?: unknown }; scorm?: unknown } } };

/** The activity of a tincan block (`content.tincan.url`), when the page is one. */
const blockTincanUrl = (page: LessonPage): string | null => {
  const inner = (page.content as TincanContent).content;
  return page.blockType === 'tincan' && typeof inner?.tincan?.url === 'string' ? inner.tincan.url : null;
};

/** A cmi5 AU of the block that asks for a window of its own (launchMethod OwnWindow). */
const opensOwnWindow = (page: LessonPage, url: string): boolean => {
  const tincan = (page.content as TincanContent).content?.tincan;
  return tincan?.url === url && tincan.cmi5?.launchMethod === 'OwnWindow';
};

/** A SCORM SCO (docs/scorm.md): the block's own activity, when it was imported from a SCORM package. */
const isSco = (page: LessonPage, url: string): boolean => {
  const tincan = (page.content as TincanContent).content?.tincan;
  return tincan?.url === url && tincan.scorm !== undefined;
};

/** The page's content through the shared renderers, with tincan activities launched by the portal's LRS and wired to the player (docs/product/lessons.md#tincan-messages). */
export function PageBody({ page, answers, onAnswer, disabled, onTincanAction }: PageBodyProps) {
  const renderTincan = (url: string, title: string | undefined) =>
    isSco(page, url) ? (
      <ScormFrame url={url} title={title} onAction={onTincanAction} launch={(takeOver) => launchSco(page.lessonId, page.id, takeOver)} />
    ) : (
      <TincanFrame
        url={url}
        title={title}
        onAction={onTincanAction}
        launch={() => launchActivity(page.lessonId, page.id, url)}
        ownWindow={opensOwnWindow(page, url)}
      />
    );
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
        terms={page.terms}
        renderTincan={renderTincan}
        widgetData={{ course: page.course, sectionTitle: page.sectionTitle, figures: page.figures }}
      />
      {/* Imported pages' nodes are untitled: the block's title names the activity then. */}
      {tincanUrl ? renderTincan(tincanUrl, page.nodeTitle ?? (page.content as { title?: string }).title) : null}
    </>
  );
}
