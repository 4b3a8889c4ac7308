#!/bin/sh
# Remakes the demo audio (needs: apt-get install -y espeak-ng lame).
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
espeak-ng -v fr -s 150 -w "$tmp/accueil.wav" \
  "Bonjour et bienvenue ! Je suis à vous dans un instant. Voilà, je vous écoute : que puis-je faire pour vous ?"
lame --quiet -b 32 -m m "$tmp/accueil.wav" demo-program/media/message-accueil.mp3
rm -r "$tmp"
