import type { LessonPage } from '@espace/contracts/lessons';
import { lazy, Suspense } from 'react';
import { Calculator } from '../../../components/calculator/calculator';

// Most pages have no resources, and no page needs the window before it is asked for.
const ResourcesWindow = lazy(() => import('../../../components/window/resources-window').then((module) => ({ default: module.ResourcesWindow })));

export interface PageToolsProps {
  page: LessonPage;
  resourcesOpen: boolean;
  onCloseResources: () => void;
  calculatorOpen: boolean;
  onCloseCalculator: () => void;
}

/** The page's floating tools: the resources window and the calculator (docs/product/screens-and-routes.md#header-and-tools), each loaded only when opened. */
export function PageTools({ page, resourcesOpen, onCloseResources, calculatorOpen, onCloseCalculator }: PageToolsProps) {
  return (
    <>
      {resourcesOpen && page.resourcesCount > 0 ? (
        <Suspense fallback={null}>
          <ResourcesWindow pageId={page.id} lessonId={page.lessonId} onClose={onCloseResources} />
        </Suspense>
      ) : null}
      {calculatorOpen && page.tools.calculator ? <Calculator onClose={onCloseCalculator} /> : null}
    </>
  );
}
