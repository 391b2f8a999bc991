#!/bin/sh
# Regenerates media/samples (see media/README.md). Needs ffmpeg and fonts-wqy-microhei (apt-get install -y ffmpeg
# fonts-wqy-microhei). Small on purpose: ~90 kbit/s video, 32 kbit/s audio, 24 s, moov atom first.
set -eu
cd "$(dirname "$0")/../media/samples"
FONT=/usr/share/fonts/truetype/wqy/wqy-microhei.ttc
i=0
for spec in "政治:0x8b1e1e:440" "英语:0x1c4e8b:523" "数学:0x2b6b3a:659" "专业课:0x5a3b8b:587"; do
  i=$((i + 1))
  name=${spec%%:*}; rest=${spec#*:}; color=${rest%%:*}; freq=${rest#*:}
  ffmpeg -v error -y -f lavfi -i "color=c=${color}:s=640x360:d=24:r=24" \
    -f lavfi -i "sine=frequency=${freq}:duration=24:sample_rate=44100" \
    -vf "drawtext=fontfile=${FONT}:text='研途示例视频 ${i} · ${name}':fontcolor=white:fontsize=40:x=(w-tw)/2:y=h/2-60,drawtext=fontfile=${FONT}:text='%{pts\:hms}':fontcolor=white:fontsize=32:x=(w-tw)/2:y=h/2+20" \
    -c:v libx264 -profile:v main -pix_fmt yuv420p -preset veryslow -b:v 90k -maxrate 120k -bufsize 240k \
    -c:a aac -b:a 32k -ac 1 -movflags +faststart "sample-$i.mp4"
  ffmpeg -v error -y -ss 2 -i "sample-$i.mp4" -frames:v 1 -q:v 5 "poster-$i.jpg"
done
