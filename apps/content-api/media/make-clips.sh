#!/usr/bin/env bash
# VD-01: the demo's video clips, made once with Debian's ffmpeg (apt-get install ffmpeg) and
# committed (about 40 KB each), so neither the seed nor CI needs ffmpeg or any download. Each clip
# is a drawn title card: a slowly moving gradient in its desk's colours, the masthead, the desk's
# name and a progress rule along the bottom. WebM (VP9) for every current browser, MP4 (H.264)
# for the others. Run from anywhere: ./apps/content-api/media/make-clips.sh
set -euo pipefail
cd "$(dirname "$0")/clips"
font=/usr/share/fonts/truetype/dejavu

# name, seconds, three gradient colours, the desk's name
clips=(
  "markets 8 0x12324a 0x1f6f8b 0x0d1b2a Markets"
  "news 10 0x1d3b2f 0x3f7d5c 0x0f1f18 News"
  "tech 12 0x2b2145 0x5b4b8a 0x151022 Technology"
)

for clip in "${clips[@]}"; do
  read -r name seconds c0 c1 c2 desk <<<"$clip"
  picture="gradients=s=640x360:d=${seconds}:r=24:c0=${c0}:c1=${c1}:c2=${c2}:speed=0.02:n=3"
  text="drawtext=fontfile=${font}/DejaVuSans-Bold.ttf:text='The Economic Ledger':fontcolor=white:fontsize=34:x=(w-tw)/2:y=h/2-40"
  text+=",drawtext=fontfile=${font}/DejaVuSans.ttf:text='${desk}':fontcolor=0xdddddd:fontsize=22:x=(w-tw)/2:y=h/2+10"
  text+=",drawbox=x=0:y=ih-6:w=iw*t/${seconds}:h=6:color=0xf2b134@1:t=fill"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$picture" -vf "$text" \
    -c:v libvpx-vp9 -b:v 0 -crf 52 -row-mt 1 -an "${name}.webm"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$picture" -vf "$text" \
    -c:v libx264 -profile:v baseline -pix_fmt yuv420p -crf 40 -preset veryslow -movflags +faststart -an "${name}.mp4"
done
ls -l
