// Remakes the generated media of the demo packages: node content/tools/make-media.mjs
// (the svg drawings are written by hand; the audio comes from make-audio.sh).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodePdf } from './pdf.mjs';
import { encodePng } from './png.mjs';

const content = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A smiling face on a warm background, drawn on a 320 × 200 grid: the picture of the welcome resource. */
function smile(x, y) {
  const background = [254, 243, 199];
  const dx = x - 160;
  const dy = y - 100;
  const distance = Math.hypot(dx, dy);
  if (distance > 80) return background;
  if (distance > 76) return [180, 83, 9];
  const eye = (ex) => Math.hypot(x - ex, y - 78) < 9;
  if (eye(132) || eye(188)) return [68, 38, 9];
  // The smile: a thick arc of the circle of radius 44 below the centre.
  const arc = Math.hypot(dx, dy + 4);
  if (dy > 6 && arc > 38 && arc < 46) return [68, 38, 9];
  return [250, 204, 21];
}

/**
 * `paint` on its 320 × 200 grid, `scale` times larger, each pixel the mean of 4 × 4 samples so
 * its edges are smooth.
 */
function scaled(paint, scale) {
  const samples = 4;
  return (x, y) => {
    const sum = [0, 0, 0];
    for (let i = 0; i < samples; i += 1)
      for (let j = 0; j < samples; j += 1) {
        const colour = paint((x + (i + 0.5) / samples) / scale, (y + (j + 0.5) / samples) / scale);
        for (let c = 0; c < 3; c += 1) sum[c] += colour[c];
      }
    return sum.map((total) => Math.round(total / (samples * samples)));
  };
}

// Shown alone, the picture fills its resource window (580 px wide, about 556 px inside): drawn at
// twice that, it stays sharp on a high-density screen.
const SMILE_SCALE = 3.5;
writeFileSync(join(content, 'demo-program/media/sourire.png'), encodePng(320 * SMILE_SCALE, 200 * SMILE_SCALE, scaled(smile, SMILE_SCALE)));
writeFileSync(
  join(content, 'demo-program/media/fiche-reclamation.pdf'),
  encodePdf([
    {
      title: 'Fiche réflexe : traiter une réclamation',
      lines: [
        '1. Écouter sans interrompre : le client doit pouvoir tout dire.',
        '2. Reformuler pour vérifier que vous avez bien compris.',
        '3. Remercier le client de vous avoir signalé le problème.',
        '4. S’excuser pour la gêne, sans chercher de coupable.',
        '5. Proposer une solution concrète, avec un délai.',
        '6. Vérifier que la solution convient, puis assurer le suivi.',
      ],
    },
    {
      title: 'Les mots qui apaisent',
      lines: [
        '« Je comprends votre déception. »',
        '« Merci de nous l’avoir signalé. »',
        '« Voici ce que je vous propose… »',
        '« Je m’en occupe personnellement et je vous rappelle demain. »',
        '',
        'À éviter : « Ce n’est pas ma faute », « C’est la procédure »,',
        '« Vous auriez dû… ».',
      ],
    },
  ]),
);
