import './icon-mask.css';

export interface IconMaskProps {
  url: string;
  className?: string;
  /** The icon's name for assistive technology; without one it is decorative. */
  label?: string;
}

/** A line icon of the sets drawn as a mask (not an <img>), so it takes the text colour the tenant's palette gives it. */
export function IconMask({ url, className, label }: IconMaskProps) {
  const style = { maskImage: `url("${url}")`, WebkitMaskImage: `url("${url}")` };
  const classes = className ? `icon-mask ${className}` : 'icon-mask';
  return label === undefined ? (
    <span className={classes} aria-hidden="true" style={style} />
  ) : (
    <span role="img" aria-label={label} className={classes} style={style} />
  );
}
