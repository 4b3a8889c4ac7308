import type { CompetencyRatio } from '@espace/contracts/dashboard';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ProgressBar } from '../../../components/score/progress-bar';
import { IconMask } from '../../../components/pictures/icon-mask';
import { iconUrl } from '../../../components/pictures/pictures';
import { useNumberFormat } from './use-number-format';

function CompetencyItem({ competency, all }: { competency: CompetencyRatio; all: readonly CompetencyRatio[] }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const children = all.filter((item) => item.parentId === competency.id);
  return (
    <li className="competency">
      <div className="competency__row">
        <IconMask url={iconUrl(competency.icon, 'competencies')} />
        <span className="competency__title">{competency.title}</span>
        <ProgressBar fraction={competency.ratio} label={t('dashboard.competencies.ratioOf', { title: competency.title })} />
        <span className="competency__percent">{format.percent(competency.ratio)}</span>
      </div>
      {children.length > 0 && (
        <ul className="competency-tree" aria-label={t('dashboard.competencies.under', { title: competency.title })}>
          {children.map((child) => (
            <CompetencyItem key={child.id} competency={child} all={all} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The competency tree with ratios, nested as lists so assistive technology hears the levels. */
export function CompetencyTree({
  competencies,
  label,
  roots,
}: {
  competencies: readonly CompetencyRatio[];
  label: string;
  roots?: readonly CompetencyRatio[];
}) {
  const ids = new Set(competencies.map((item) => item.id));
  const top = roots ?? competencies.filter((item) => item.parentId === null || !ids.has(item.parentId));
  return (
    <ul className="competency-tree" aria-label={label}>
      {top.map((competency) => (
        <CompetencyItem key={competency.id} competency={competency} all={competencies} />
      ))}
    </ul>
  );
}
