/** Button and link-as-button styles: variants, not copies. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors min-h-11 px-5 py-2.5 text-base disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-foreground hover:bg-accent-hover',
  secondary: 'border-2 border-foreground text-foreground hover:bg-surface',
  ghost: 'text-foreground hover:bg-surface',
};

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
