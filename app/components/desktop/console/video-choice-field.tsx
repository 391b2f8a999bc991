// The video field of every content editor (a course's lesson, a paper video, a live's replay): a native select of
// 视频库's ready videos, posted as `videoId`, so it works without JavaScript; the server checks the choice again
// (requireReadyVideo). With no ready video it says where to upload one instead of offering an empty list.
import { NativeSelect } from "@mantine/core";
import { Link } from "@remix-run/react";
import { formatClock } from "~/components/shared/media/duration";

export interface VideoChoice {
  id: number;
  title: string;
  durationSeconds: number;
}

export function VideoChoiceField({
  id,
  choices,
  value,
  error,
  label = "视频",
  required = true,
  emptyLabel,
}: {
  id: string;
  choices: readonly VideoChoice[];
  /** The chosen video's id as a string ("" for none). */
  value?: string;
  error?: string;
  label?: string;
  required?: boolean;
  /** The first option when the field may stay empty (e.g. 暂无回放). */
  emptyLabel?: string;
}) {
  if (choices.length === 0 && required)
    return (
      <p className="console-field-hint">
        {label}：视频库里还没有处理好的视频。请先到<Link to="/console/videos">视频库</Link>上传，处理完成后再回来选择。
      </p>
    );
  return (
    <NativeSelect
      id={id}
      name="videoId"
      label={label}
      description="从视频库中选择已处理好的视频（标清、高清两种清晰度）"
      defaultValue={value ?? ""}
      error={error}
      required={required}
    >
      <option value="">{emptyLabel ?? "请选择视频"}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={String(choice.id)}>
          {choice.title}（{formatClock(choice.durationSeconds)}）
        </option>
      ))}
    </NativeSelect>
  );
}
