import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { type NodeWithBlock, termsOf, useCourseNode } from '../api/get-course-node';
import { useLessonAlert } from '../hooks/use-lesson-alert';
import { PageContent } from '../../../components/lesson-content/page-content';
import './lesson-player.css';

const noAnswers = {};
const ignoreAnswer = () => undefined;

function NodeBlock({ node }: { node: NodeWithBlock }) {
  const block = node.block;
  if (!block) return null;
  return (
    <article className="lesson-page" aria-label={block.title ?? node.title ?? undefined}>
      <PageContent
        content={block as Parameters<typeof PageContent>[0]['content']}
        blockType={block.type ?? 'slide'}
        answers={noAnswers}
        onAnswer={ignoreAnswer}
        results={null}
        disabled
        terms={termsOf(block)}
      />
    </article>
  );
}

/** Route /render/node/:id (docs/product/screens-and-routes.md#course-node): a course node, read-only; a multiblock first offers its blocks. */
export function RenderNodePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: node, error } = useCourseNode(id);
  const alert = useLessonAlert();
  const [chosen, setChosen] = useState<NodeWithBlock | null>(null);
  const { showError } = alert;
  useEffect(() => {
    if (error) showError(error, { home: true });
  }, [error, showError]);
  if (error) return alert.element;
  if (!node)
    return (
      <p className="page-status" role="status">
        {t('lessonPlayer.node.loading')}
      </p>
    );
  const children = (node.children ?? []).filter((child) => child.block);
  if (node.block || children.length === 0) return <NodeBlock node={node} />;
  if (chosen) {
    return (
      <div className="render-node">
        <button type="button" className="button button--secondary" onClick={() => setChosen(null)}>
          {t('lessonPlayer.node.back')}
        </button>
        <NodeBlock node={chosen} />
      </div>
    );
  }
  return (
    <nav className="render-node render-node__choice" aria-labelledby="render-node-title">
      <h1 id="render-node-title">{node.title ?? t('lessonPlayer.node.chooseBlock')}</h1>
      <p>{t('lessonPlayer.node.chooseBlock')}</p>
      <ul>
        {children.map((child) => (
          <li key={child.id}>
            <button type="button" className="button button--secondary button--block" onClick={() => setChosen(child)}>
              {child.block?.title ?? child.title}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
