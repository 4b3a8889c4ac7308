import { punctuationPieces } from '@espace/domain/display/typography';
import './lesson-content.css';

/** Authored plain text (a label, a choice): its French punctuation stays with its word, as in sanitised HTML. */
export function ContentText({ text }: { text: string }) {
  return (
    <>
      {punctuationPieces(text).map((piece, index) =>
        piece.keepTogether ? (
          <span key={index} className="nowrap">
            {piece.text}
          </span>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
