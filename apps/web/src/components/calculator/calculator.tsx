import { lazy, Suspense } from 'react';
import type { CalculatorProps } from './calculator-props';
import { type FeatureBundleLoaders, registerFeatureBundles } from '../../lib/i18n/i18n';

const calculatorBundles: FeatureBundleLoaders = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' });

// The widget, its engine and its texts load only when a learner opens the calculator.
const CalculatorWidget = lazy(async () => {
  const [widget] = await Promise.all([import('./calculator-widget'), registerFeatureBundles(calculatorBundles)]);
  return widget;
});

/** The floating calculator (docs/product/screens-and-routes.md#calculator), shown when the page settings enable `tools.calculator`. */
export function Calculator(props: CalculatorProps) {
  return (
    <Suspense fallback={null}>
      <CalculatorWidget {...props} />
    </Suspense>
  );
}
