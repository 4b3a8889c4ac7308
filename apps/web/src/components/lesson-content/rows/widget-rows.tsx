import type { PageFigures } from '@espace/contracts/lessons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { IconMask } from '../../pictures/icon-mask';
import { badgeImage, iconUrl } from '../../pictures/pictures';
import { Heading } from '../heading-level';
import { RowFrame } from '../row-frame';
import type { RowOf, RowRendererProps, WidgetData } from '../types';

/**
 * Widget rows show the course's titles and the learner's own figures from `widgetData`
 * (docs/product/data-model.md#widget-rows, the lesson page's `course`, `sectionTitle` and `figures`). Without it
 * (a back-office preview: no learner), figures say they are computed for each learner and titles
 * fall back to the row's own title.
 */

/** A figure: its label, its value (or a sentence saying there is none: `quiet`), and the badge beside it when it has one. */
function Stat({ label, value, badge, quiet = false }: { label: string; value: string | undefined; badge?: ReactNode; quiet?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="widget widget--stat">
      {badge}
      <p className="widget__text">
        <span className="widget__label">{label}</span>
        <span className={value === undefined || quiet ? 'widget__value widget__value--none' : 'widget__value'}>{value ?? t('lessonContent.widget.none')}</span>
      </p>
    </div>
  );
}

/** Badges in widget rows: gold for pi, silver for job (docs/product/scoring-and-badges.md#badges-in-widget-rows). */
function WidgetBadge({ type, level }: { type: 'pi' | 'job'; level: 'gold' | 'silver' }) {
  const { t } = useTranslation();
  const picture = badgeImage(type, level, 'sm');
  return <img className="widget__badge" src={picture.url} width={picture.pixels} height={picture.pixels} alt={t(`lessonContent.widget.badge.${type}`)} />;
}

function figuresOf(widgetData: WidgetData | undefined): PageFigures | undefined {
  return widgetData?.figures ?? undefined;
}

export function XpEarnedRow({ row, ratio, media }: RowRendererProps<RowOf<'xp-earned'>>) {
  const { t } = useTranslation();
  const figures = figuresOf(media.widgetData);
  return (
    <RowFrame row={row} ratio={ratio}>
      {() => <Stat label={t('lessonContent.widget.xp')} value={figures && t('lessonContent.widget.xpValue', { xp: figures.lesson.actual })} />}
    </RowFrame>
  );
}

export function PiXpEarnedRow({ row, ratio, media }: RowRendererProps<RowOf<'pi-xp-earned'>>) {
  const { t } = useTranslation();
  const figures = figuresOf(media.widgetData);
  return (
    <RowFrame row={row} ratio={ratio}>
      {() => (
        <div className="widget-group">
          {row.showPi !== false ? (
            <Stat
              label={t('lessonContent.widget.piXp')}
              value={figures && t('lessonContent.widget.xpValue', { xp: figures.global.actual })}
              badge={<WidgetBadge type="pi" level="gold" />}
            />
          ) : null}
          {row.showScore !== false ? (
            <Stat label={t('lessonContent.widget.score')} value={figures && t('lessonContent.widget.scoreValue', figures.lesson)} />
          ) : null}
        </div>
      )}
    </RowFrame>
  );
}

export function JobXpEarnedRow({ row, ratio, media }: RowRendererProps<RowOf<'job-xp-earned'>>) {
  const { t } = useTranslation();
  const figures = figuresOf(media.widgetData);
  const job = figures?.job;
  const label = job ? t('lessonContent.widget.jobXpOf', { job: job.title }) : t('lessonContent.widget.jobXp');
  const value = figures && (job ? t('lessonContent.widget.jobScore', { score: job.score }) : t('lessonContent.widget.noJob'));
  return (
    <RowFrame row={row} ratio={ratio}>
      {() => <Stat label={label} value={value} quiet={!job} badge={<WidgetBadge type="job" level="silver" />} />}
    </RowFrame>
  );
}

export function CompetencyXpEarnedRow({ row, ratio, media }: RowRendererProps<RowOf<'competency-xp-earned'>>) {
  const { t } = useTranslation();
  const figures = figuresOf(media.widgetData);
  const competency = figures?.competency;
  const label = competency ? t('lessonContent.widget.competencyXpOf', { competency: competency.title }) : t('lessonContent.widget.competencyXp');
  const value = figures && (competency ? t('lessonContent.widget.xpValue', { xp: competency.points.actual }) : t('lessonContent.widget.noCompetencyOnPage'));
  return (
    <RowFrame row={row} ratio={ratio}>
      {() => <Stat label={label} value={value} quiet={!competency} />}
    </RowFrame>
  );
}

/** The course's title, drawn as a heading: a heading for every reader too (WCAG 1.3.1), at the content's level. */
export function CourseTitleRow({ row, ratio, media }: RowRendererProps<RowOf<'course-title'>>) {
  const title = media.widgetData?.course?.title ?? row.title;
  return (
    <RowFrame row={{ ...row, title: undefined }} ratio={ratio}>
      {() => (title ? <Heading className="widget widget--course-title">{title}</Heading> : null)}
    </RowFrame>
  );
}

export function SectionTitleRow({ row, ratio, media }: RowRendererProps<RowOf<'section-title'>>) {
  const title = media.widgetData?.sectionTitle ?? row.title;
  return (
    <RowFrame row={{ ...row, title: undefined }} ratio={ratio}>
      {() => (title ? <Heading className="widget widget--section-title">{title}</Heading> : null)}
    </RowFrame>
  );
}

/** The course's icon: its category's, from the icon sets (docs/product/data-model.md#icon-sets), drawn in the text colour. */
export function CourseIconRow({ row, ratio, media }: RowRendererProps<RowOf<'course-icon'>>) {
  const { t } = useTranslation();
  const course = media.widgetData?.course;
  if (!course) return null;
  return (
    <RowFrame row={row} ratio={ratio}>
      {() => (
        <IconMask
          url={iconUrl(course.icon, 'jobs')}
          className="widget widget--course-icon"
          label={t('lessonContent.widget.courseIcon', { title: course.title })}
        />
      )}
    </RowFrame>
  );
}
