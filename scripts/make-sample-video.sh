#!/usr/bin/env sh
# Generates the sample video the VideoPlayer shows (docs/public/video): a 12-second 640x360 clip drawn
# by ffmpeg's own test sources and text, with no footage from anywhere else. Run it again after a
# change; the outputs are committed, so the site builds and plays without ffmpeg or network.
#   sample.mp4      H.264 (baseline, no audio), a few hundred KB at most
#   poster.jpg      the frame shown before the player loads
#   thumbnails.jpg  a 4x3 sprite of 160x90 frames, one per second, for the progress-bar preview
# Needs ffmpeg with libx264 and drawtext (Debian: apt-get install -y ffmpeg).
set -eu
cd "$(dirname "$0")/../docs/public/video"

FONT=${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}
DURATION=12

# A moving colour pattern with a title, a subtitle and a running clock, so seeking is visible.
FILTER="drawbox=x=0:y=250:w=640:h=110:color=black@0.55:t=fill,\
drawtext=fontfile=$FONT:text='Module Federation':fontsize=40:fontcolor=white:x=(w-text_w)/2:y=262,\
drawtext=fontfile=$FONT:text='sample clip · generated with ffmpeg':fontsize=18:fontcolor=white@0.9:x=(w-text_w)/2:y=312,\
drawtext=fontfile=$FONT:text='%{eif\:t\:d}s':fontsize=28:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=8:x=20:y=20"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=640x360:rate=24:duration=$DURATION" \
  -vf "$FILTER" \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -crf 34 \
  -g 48 -movflags +faststart -an sample.mp4

ffmpeg -hide_banner -loglevel error -y -ss 2 -i sample.mp4 -frames:v 1 -q:v 6 poster.jpg

# One frame per second, scaled to 160x90, tiled 4 columns by 3 rows (12 frames = pic_num).
ffmpeg -hide_banner -loglevel error -y -i sample.mp4 \
  -vf "fps=1,scale=160:90,tile=4x3" -frames:v 1 -q:v 7 thumbnails.jpg

ls -l sample.mp4 poster.jpg thumbnails.jpg
