import { type CalculatorKey, calculatorDisplay, calculatorExpression, initialCalculator, pressKey } from '@espace/domain/calculator/calculator';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { FloatingWindow } from '../window/floating-window';
import type { Point, Size } from '../window/window-geometry';
import type { CalculatorProps } from './calculator-props';
import { KEY_SYMBOLS, KEYPAD, keyFromKeyboard } from './calculator-keys';
import './calculator.css';

/** Its size at the default text size: what its position is computed from (docs/product/screens-and-routes.md#calculator; calculator.css sizes it in rem). */
const WIDTH = 280;
const HEIGHT = 420;

/** docs/product/screens-and-routes.md#calculator: 120 px from the top, window width − its width − 50 px from the left. */
const calculatorPosition = (size: Size, viewport: Size): Point => ({ top: 120, left: viewport.width - size.width - 50 });

/** The window's Close button: the one control of the calculator that Enter activates. */
const isCloseButton = (target: EventTarget) =>
  target instanceof HTMLButtonElement && target.closest('.floating-window__bar') !== null && !target.hasAttribute('data-drag-handle');

export default function CalculatorWidget({ onClose }: CalculatorProps) {
  const { t } = useTranslation();
  const helpId = useId();
  const [state, setState] = useState(initialCalculator);
  const press = (key: CalculatorKey) => setState((current) => pressKey(current, key));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    // Enter is equals wherever the focus is in the calculator (its keys, its move handle, the window
    // itself), as its help says; a focused key is pressed with Space. Only Close keeps Enter.
    if (event.key === 'Enter' && isCloseButton(event.target)) {
      event.stopPropagation();
      return;
    }
    const key = keyFromKeyboard(event.key);
    if (key === null) return;
    // The lesson page must not see these keys (Enter would go to the next page).
    event.preventDefault();
    event.stopPropagation();
    press(key);
  };

  const expression = calculatorExpression(state);
  return (
    <FloatingWindow
      title={t('calculator.title')}
      onClose={onClose}
      defaultWidth={WIDTH}
      defaultHeight={HEIGHT}
      resizable={false}
      modalOnSmallScreens={false}
      initialPosition={calculatorPosition}
      className="calculator"
      onKeyDown={onKeyDown}
    >
      <p id={helpId} className="visually-hidden">
        {t('calculator.help')}
      </p>
      <div className="calculator__screen">
        <p className="calculator__expression">
          <span className="visually-hidden">{t('calculator.expression')} </span>
          {expression}
        </p>
        <output className="calculator__display" aria-label={t('calculator.display')} aria-live="polite" aria-describedby={helpId}>
          {calculatorDisplay(state)}
        </output>
      </div>
      <div className="calculator__keypad" role="group" aria-label={t('calculator.keypad')}>
        {KEYPAD.flat().map((key) => (
          <button
            key={key}
            type="button"
            className={`calculator__key calculator__key--${/^\d$/.test(key) ? 'digit' : key === '=' ? 'equals' : 'operation'}`}
            // The name starts with what the key shows (WCAG 2.5.3 Label in name: "sin", "C"), then says what it does.
            aria-label={/^\d$/.test(key) ? undefined : t(`calculator.keys.${key}`, { symbol: KEY_SYMBOLS[key] ?? key })}
            onClick={() => press(key)}
          >
            {KEY_SYMBOLS[key] ?? key}
          </button>
        ))}
      </div>
    </FloatingWindow>
  );
}
