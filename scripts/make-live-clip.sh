#!/bin/sh
# Makes the live simulator's HLS clip (decision 0052): 8 s of ffmpeg's test pattern with a running
# clock and a tone, 320x180, cut into 2-second MPEG-TS segments (named .mpegts, not .ts, which TypeScript and the linters would read). The output is committed under
# server/db/seed/media/live/, so neither CI nor a developer needs ffmpeg; run this only to remake it.
set -eu
out="$(dirname "$0")/../server/db/seed/media/live"
mkdir -p "$out"
rm -f "$out"/*.mpegts "$out"/clip.m3u8
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=320x180:rate=15:duration=8" \
  -f lavfi -i "sine=frequency=440:sample_rate=22050:duration=8" \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryfast -b:v 120k \
  -g 30 -keyint_min 30 -sc_threshold 0 \
  -c:a aac -b:a 32k -ac 1 \
  -f hls -hls_time 2 -hls_list_size 0 -hls_playlist_type vod \
  -hls_segment_filename "$out/seg%d.mpegts" "$out/clip.m3u8"
ls -l "$out"
