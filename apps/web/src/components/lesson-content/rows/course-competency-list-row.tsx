import { competencyListPadding } from '@espace/domain/exercises/row-display';
import { useTranslation } from 'react-i18next';
import { RowFrame } from '../row-frame';
import type { RowOf, RowRendererProps } from '../types';

/** The course's competencies with the learner's xp; the padding follows the count (SPEC §9) so rows of 3 or 4 stay centred. */
export function CourseCompetencyListRow({ row, ratio, media }: RowRendererProps<RowOf<'course-competency-list'>>) {
  const { t } = useTranslation();
  const known = media.widgetData?.competencies ?? [];
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
                {competency.iconUrl ? <img className="competency-list__icon" src={competency.iconUrl} alt="" /> : null}
                <span className="competency-list__title">{competency.title}</span>
                {competency.xp === undefined ? null : (
                  <span className="competency-list__xp">{t('lessonContent.widget.xpValue', { xp: competency.xp })}</span>
                )}
              </li>
            ))}
          </ul>
        )
      }
    </RowFrame>
  );
}
