import { numberFormat } from '@espace/domain/display/formatters';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** Numbers in the interface language: '57,3 %' in French, '57.3%' in English. */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    percent: (fraction: number, digits = 0) => numberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(fraction),
    /** A signed percent for deltas: '+5 %', '−3 %', '0 %'. */
    signedPercent: (fraction: number) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(fraction),
    number: (value: number, digits = 0) => numberFormat(locale, { maximumFractionDigits: digits }).format(value),
  };
}
