import type { Correction } from '@espace/domain/exercises/exercise-module';
import type { PublicRow } from '@espace/domain/exercises/registry';
import { Suspense } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ContentTable } from './content-table';
import { Heading, HeadingLevel } from './heading-level';
import { InteractiveImage } from './interactive-image';
import { RichText } from './rich-text';
import { rowKindOf } from './row-renderers';
import { TermsProvider } from './terms-context';
import type { BlockContent, MediaContext, PageContentProps, PageResults } from './types';
import './lesson-content.css';

interface PageRowProps {
  row: PublicRow;
  answers: Record<string, unknown>;
  onAnswer: (rowId: string, userAnswer: unknown) => void;
  results: PageResults | null;
  disabled: boolean;
  media: MediaContext;
}

function PageRow({ row, answers, onAnswer, results, disabled, media }: PageRowProps) {
  const { t } = useTranslation();
  // A row type this build does not know yet (a newer server) shows nothing rather than breaking the page.
  const kind = rowKindOf(row.type);
  if (!kind) return null;
  return (
    <Suspense fallback={<p role="status">{t('lessonContent.media.loading')}</p>}>
      <kind.Row
        row={row}
        answer={answers[row.id] ?? kind.answer.answerDefault(row)}
        onAnswer={(answer) => onAnswer(row.id, answer)}
        correction={(results?.corrections[row.id] as Correction | undefined) ?? null}
        ratio={results?.answerRatios[row.id] ?? null}
        disabled={disabled || results !== null}
        media={media}
      />
    </Suspense>
  );
}

const blockContentOf = (content: PageContentProps['content']): BlockContent => ('sections' in content ? content : content.content);
const isBeforeStatement = (row: PublicRow) => row.settings?.beforeStatement === true;

/**
 * A lesson page's content: the rows marked beforeStatement, the statement,
 * the interactive image, the table, then the sections and their rows. Shared
 * by the player, the back-office preview and the correction screens.
 */
export function PageContent({ content, blockType, answers, onAnswer, results, disabled = false, terms = [], headingLevel = 1, ...media }: PageContentProps) {
  const block = blockContentOf(content);
  const rows = block.sections.flatMap((section) => section.rows);
  const rowProps = { answers, onAnswer, results, disabled, media };
  return (
    <TermsProvider terms={terms} scope={block}>
      <HeadingLevel level={headingLevel + 1}>
        <div className={`page-content page-content--${blockType}`}>
          {rows.filter(isBeforeStatement).map((row) => (
            <PageRow key={row.id} row={row} {...rowProps} />
          ))}
          {block.statement ? <RichText owner="statement" html={block.statement.html} className="page-content__statement" /> : null}
          {block.interactiveImage ? <InteractiveImage image={block.interactiveImage} /> : null}
          {block.table ? <ContentTable table={block.table} /> : null}
          {block.sections.map((section) => {
            const shown = section.rows.filter((row) => !isBeforeStatement(row));
            if (shown.length === 0 && !section.title) return null;
            // A section's title is one level below the screen's heading, its rows' titles one below that.
            return (
              <section key={section.id} className="page-content__section" aria-label={section.title}>
                {section.title ? <Heading className="page-content__section-title">{section.title}</Heading> : null}
                <HeadingLevel level={headingLevel + (section.title ? 2 : 1)}>
                  {shown.map((row) => (
                    <PageRow key={row.id} row={row} {...rowProps} />
                  ))}
                </HeadingLevel>
              </section>
            );
          })}
        </div>
      </HeadingLevel>
    </TermsProvider>
  );
}
