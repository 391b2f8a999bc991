// 发音: reads the word aloud with the browser's speech synthesis (an en-US, else en-GB, else any English voice).
// Rendered only after hydration and only where the browser has speech synthesis: without it there is no button.
import { Button, type ButtonProps } from "@mantine/core";
import { useEffect, useState } from "react";
import { studyText } from "./study-text";

const PREFERRED_LANGS = ["en-US", "en-GB"];

function englishVoice(voices: SpeechSynthesisVoice[]): SpeechSynthesisVoice | undefined {
  const normal = (lang: string) => lang.replace("_", "-");
  for (const lang of PREFERRED_LANGS) {
    const voice = voices.find((candidate) => normal(candidate.lang) === lang);
    if (voice) return voice;
  }
  return voices.find((candidate) => normal(candidate.lang).startsWith("en"));
}

function speak(word: string): void {
  const synth = window.speechSynthesis;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(word);
  const voice = englishVoice(synth.getVoices());
  if (voice) utterance.voice = voice;
  utterance.lang = voice?.lang ?? "en-US";
  utterance.rate = 0.9;
  synth.speak(utterance);
}

export function SpeakButton({ word, size }: { word: string; size?: ButtonProps["size"] }) {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    setSupported("speechSynthesis" in window && typeof window.SpeechSynthesisUtterance === "function");
  }, []);
  if (!supported) return null;
  return (
    <Button type="button" variant="default" size={size} onClick={() => speak(word)} data-speak>
      {studyText.speak}
      <span className="visually-hidden" lang="en">
        {` ${word}`}
      </span>
    </Button>
  );
}
