/** A link's text that is its address (« https://youtu.be/… ») names nothing a listener can use. */
const ADDRESS = /^(?:https?:\/\/|www\.)\S+$/i;

/** The title a frame or a dialog is given from its content's own: none rather than an address. */
export const usableTitle = (title: string | undefined): string | undefined => {
  const trimmed = title?.trim();
  return trimmed && !ADDRESS.test(trimmed) ? trimmed : undefined;
};

/**
 * « Activité : {title} », or the title alone when it already says what it is (« Activité : les
 * bonnes phrases », « Regardez la vidéo »): a screen reader would otherwise read the word twice;
 * the kind alone without a usable title.
 */
export const frameTitle = (title: string | undefined, kind: string, named: (title: string) => string): string => {
  const usable = usableTitle(title);
  if (usable === undefined) return kind;
  return usable.toLocaleLowerCase().includes(kind.toLocaleLowerCase()) ? usable : named(usable);
};
