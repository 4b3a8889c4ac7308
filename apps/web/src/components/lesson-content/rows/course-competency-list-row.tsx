import { competencyListPadding } from '@espace/domain/exercises/row-display';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { IconMask } from '../../pictures/icon-mask';
import { iconUrl } from '../../pictures/pictures';
import { RowFrame } from '../row-frame';
import type { RowOf, RowRendererProps } from '../types';

/**
 * The competencies the row names, in its order, each with its icon and the learner's points
 * (the page's `figures`); the padding follows the count (docs/product/constants.md#player) so rows of 3 or 4 stay centred.
 * Without figures (a preview) the titles are not known: a sentence says so.
 */
export function CourseCompetencyListRow({ row, ratio, media }: RowRendererProps<RowOf<'course-competency-list'>>) {
  const { t } = useTranslation();
  const known = media.widgetData?.figures?.competencies ?? [];
  const competencies = row.courseCompetencyIds.flatMap((id) => known.filter((competency) => competency.id === id));
  const padding = competencyListPadding(competencies.length);
  return (
    <RowFrame row={row} ratio={ratio}>
      {() =>
        competencies.length === 0 ? (
          <p className="widget widget--empty">{t('lessonContent.widget.noCompetency')}</p>
        ) : (
          <ul
            className="competency-list"
            aria-label={t('lessonContent.widget.competencies')}
            style={{ paddingInline: `min(${padding}px, 8%)` }}
            data-padding={padding}
          >
            {competencies.map((competency) => (
              <li key={competency.id} className="competency-list__item">
                <IconMask url={iconUrl(competency.icon, 'competencies')} className="competency-list__icon" />
                <span className="competency-list__title">{competency.title}</span>
                <span className="competency-list__xp">{t('lessonContent.widget.xpValue', { xp: competency.points.actual })}</span>
              </li>
            ))}
          </ul>
        )
      }
    </RowFrame>
  );
}
