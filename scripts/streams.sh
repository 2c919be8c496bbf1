#!/bin/sh
# Generates the reference server's test streams (demo/media/line-<n>/): one short HLS stream per video line,
# a test pattern of its own with "LINE n" and a running clock burned in, so a switch of line is visible.
# 320x180, 15 fps, 8 s in 2 s fMP4 segments, no audio: about 100 KB a line, committed (CI has no ffmpeg).
# Run from the repository root: sh scripts/streams.sh
set -eu
OUT=demo/media
FONT=$(fc-match -f '%{file}' 'DejaVu Sans:bold')
for n in 1 2 3; do
  case $n in
    1) SOURCE="testsrc2=size=320x180:rate=15" ;;
    2) SOURCE="smptehdbars=size=320x180:rate=15" ;;
    3) SOURCE="testsrc2=size=320x180:rate=15,hue=h=200" ;;
  esac
  DIR=$OUT/line-$n
  rm -rf "$DIR"
  mkdir -p "$DIR"
  ffmpeg -hide_banner -loglevel error -f lavfi -i "$SOURCE" -t 8 \
    -vf "drawbox=y=ih-52:w=iw:h=52:color=black@0.6:t=fill,drawtext=fontfile=$FONT:text='LINE $n':x=12:y=h-46:fontsize=22:fontcolor=white,drawtext=fontfile=$FONT:text='%{pts\\:hms}':x=12:y=h-20:fontsize=14:fontcolor=white" \
    -c:v libx264 -profile:v baseline -pix_fmt yuv420p -preset veryslow -crf 34 -g 30 -keyint_min 30 -sc_threshold 0 \
    -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_type fmp4 \
    -hls_fmp4_init_filename init.mp4 -hls_segment_filename "$DIR/seg%d.m4s" "$DIR/index.m3u8"
done
du -ab "$OUT" | tail -1
