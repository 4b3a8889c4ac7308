#!/bin/sh
# Remakes the demo audio (needs: apt-get install -y espeak-ng lame).
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
speak() { # speak <file> <text>: a small mono mp3 of the text, read in French
  espeak-ng -v fr -s 150 -w "$tmp/speech.wav" "$2"
  lame --quiet -b 32 -m m "$tmp/speech.wav" "demo-program/media/$1"
}
speak message-accueil.mp3 "Bonjour et bienvenue ! Je suis à vous dans un instant. Voilà, je vous écoute : que puis-je faire pour vous ?"
speak question-reflexes.mp3 "Un client entre alors que vous êtes au téléphone. Quels sont les bons réflexes ?"
rm -r "$tmp"
