/** Props shared by the lazy wrapper and the component it loads (kept apart so neither imports the other). */
export interface CalculatorProps {
  onClose: () => void;
}
