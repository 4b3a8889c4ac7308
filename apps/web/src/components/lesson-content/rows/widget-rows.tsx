import { useTranslation } from 'react-i18next';
import { RowFrame } from '../row-frame';
import type { RowOf, RowRendererProps, WidgetData } from '../types';

/**
 * Widget rows show the learner's figures and the course's titles from
 * `widgetData` (SPEC §3 "Widget rows"). Without it (a preview), figures read
 * as not available and titles fall back to the row's own title.
 */
function Stat({ label, value }: { label: string; value: string | undefined }) {
  const { t } = useTranslation();
  return (
    <p className="widget widget--stat">
      <span className="widget__label">{label}</span>
      <span className="widget__value">{value ?? t('lessonContent.widget.none')}</span>
    </p>
  );
}

type XpRowProps = RowRendererProps<RowOf<'xp-earned' | 'job-xp-earned' | 'competency-xp-earned'>>;
const figure = (value: number | undefined) => (value === undefined ? undefined : String(value));

function xpStat(key: 'xp' | 'jobXp' | 'competencyXp') {
  return function XpStatRow({ row, ratio, media }: XpRowProps) {
    const { t } = useTranslation();
    return (
      <RowFrame row={row} ratio={ratio}>
        {() => <Stat label={t(`lessonContent.widget.${key}`)} value={figure(media.widgetData?.[key])} />}
      </RowFrame>
    );
  };
}

export const XpEarnedRow = xpStat('xp');
export const JobXpEarnedRow = xpStat('jobXp');
export const CompetencyXpEarnedRow = xpStat('competencyXp');

export function PiXpEarnedRow({ row, ratio, media }: RowRendererProps<RowOf<'pi-xp-earned'>>) {
  const { t } = useTranslation();
  const data: WidgetData = media.widgetData ?? {};
  const score = data.score ? t('lessonContent.widget.scoreValue', data.score) : undefined;
  return (
    <RowFrame row={row} ratio={ratio}>
      {() => (
        <div className="widget-group">
          {row.showPi !== false ? <Stat label={t('lessonContent.widget.piXp')} value={figure(data.piXp)} /> : null}
          {row.showScore !== false ? <Stat label={t('lessonContent.widget.score')} value={score} /> : null}
        </div>
      )}
    </RowFrame>
  );
}

export function CourseTitleRow({ row, ratio, media }: RowRendererProps<RowOf<'course-title'>>) {
  const title = media.widgetData?.courseTitle ?? row.title;
  return (
    <RowFrame row={{ ...row, title: undefined }} ratio={ratio}>
      {() => (title ? <p className="widget widget--course-title">{title}</p> : null)}
    </RowFrame>
  );
}

export function SectionTitleRow({ row, ratio, media }: RowRendererProps<RowOf<'section-title'>>) {
  const title = media.widgetData?.sectionTitle ?? row.title;
  return (
    <RowFrame row={{ ...row, title: undefined }} ratio={ratio}>
      {() => (title ? <p className="widget widget--section-title">{title}</p> : null)}
    </RowFrame>
  );
}

export function CourseIconRow({ row, ratio, media }: RowRendererProps<RowOf<'course-icon'>>) {
  const { t } = useTranslation();
  const url = media.widgetData?.courseIconUrl;
  const name = media.widgetData?.courseTitle;
  return (
    <RowFrame row={row} ratio={ratio}>
      {() => (url ? <img className="widget widget--course-icon" src={url} alt={name ? t('lessonContent.widget.courseIcon', { title: name }) : ''} /> : null)}
    </RowFrame>
  );
}
