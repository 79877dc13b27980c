#!/bin/sh
# Makes the demo media the seed registers (apps/server/src/seed/demo-media.ts), once, with
# Debian tools: apt-get install -y ffmpeg chromium fonts-tlwg-loma. The outputs are committed;
# run this only to change them. Keep the three files under 300 KB together.
set -e
cd "$(dirname "$0")"
FONT=/usr/share/fonts/truetype/tlwg/Loma.ttf
# lesson.mp4: 8 s, 320x180, H.264 + AAC, moving test pattern with a caption and a ticking clock.
ffmpeg -y -loglevel error \
  -f lavfi -i "testsrc2=size=320x180:rate=15:duration=8" \
  -f lavfi -i "sine=frequency=440:duration=8:beep_factor=4" \
  -vf "drawtext=fontfile=$FONT:text='Demo lesson  บทเรียนตัวอย่าง':fontsize=18:fontcolor=white:box=1:boxcolor=black@0.6:x=(w-text_w)/2:y=12,drawtext=fontfile=$FONT:text='%{pts\\:hms}':fontsize=16:fontcolor=white:box=1:boxcolor=black@0.6:x=(w-text_w)/2:y=h-30" \
  -c:v libx264 -profile:v baseline -pix_fmt yuv420p -b:v 90k -maxrate 120k -bufsize 240k \
  -c:a aac -b:a 32k -ac 1 -movflags +faststart -shortest lesson.mp4
# lesson.mp3: 10 s, mono 32 kbit/s, a rising three-note chime repeated.
ffmpeg -y -loglevel error \
  -f lavfi -i "sine=frequency=523:duration=10:beep_factor=2" \
  -af "volume=0.5" -c:a libmp3lame -b:a 32k -ac 1 lesson.mp3
# handout.pdf: four A5 pages, English and Thai (Loma), printed by headless Chromium.
chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
  --print-to-pdf=handout.pdf handout.html 2>/dev/null
ls -l lesson.mp4 lesson.mp3 handout.pdf
# ../../../../web/public/demo-live/: the demo stream session's HLS playlist (issue 16), 12 s in
# four 3 s MPEG-TS segments (.m2ts: a .ts name would be linted as TypeScript), 320x180 H.264 +
# AAC, a keyframe every 3 s; served by the portal itself at /demo-live/stream.m3u8 (no
# internet). Keep it under 300 KB.
LIVE=../../../../web/public/demo-live
mkdir -p "$LIVE" && rm -f "$LIVE"/stream*
ffmpeg -y -loglevel error \
  -f lavfi -i "testsrc2=size=320x180:rate=15:duration=12" \
  -f lavfi -i "sine=frequency=660:duration=12:beep_factor=4" \
  -vf "drawtext=fontfile=$FONT:text='LIVE demo  ถ่ายทอดสดตัวอย่าง':fontsize=18:fontcolor=white:box=1:boxcolor=red@0.7:x=(w-text_w)/2:y=12,drawtext=fontfile=$FONT:text='%{pts\\:hms}':fontsize=16:fontcolor=white:box=1:boxcolor=black@0.6:x=(w-text_w)/2:y=h-30" \
  -c:v libx264 -profile:v baseline -pix_fmt yuv420p -b:v 80k -maxrate 110k -bufsize 220k \
  -g 45 -keyint_min 45 -sc_threshold 0 -c:a aac -b:a 32k -ac 1 -shortest \
  -f hls -hls_time 3 -hls_playlist_type vod -hls_segment_filename "$LIVE/stream-%d.m2ts" "$LIVE/stream.m3u8"
ls -l "$LIVE"
