import { Box, Group, Slider, Stack, Text } from '@mantine/core';
import { useId, type MouseEvent } from 'react';
import { objectPosition, type PhotoFocus } from '../../../../content/site-content';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';

const percent = (offset: number, size: number) =>
  Math.min(100, Math.max(0, Math.round((offset / size) * 100)));

/** One of the two sliders: its visible label names the thumb for a screen reader too. */
function FocusSlider({
  label,
  value,
  onChange,
  name,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  name: string;
}) {
  const id = useId();
  return (
    <div>
      <Group justify="space-between" gap="xs">
        <Text id={id} fz="sm" fw={500}>
          {label}
        </Text>
        {/* The value beside the label (the slider's own tooltip would cover the label). */}
        <Text fz="sm" c="gray.7" aria-hidden>
          {value} %
        </Text>
      </Group>
      <Slider
        value={value}
        onChange={onChange}
        min={0}
        max={100}
        step={1}
        label={null}
        thumbProps={{ 'aria-labelledby': id, 'aria-valuetext': `${value} %` }}
        name={name}
        color="navy.7"
        mt={4}
      />
    </div>
  );
}

/**
 * Where a photo's frame keeps it in view: a click on the whole photo puts the point there, and two sliders
 * (left to right, top to bottom, in percent) move it by keyboard as well.
 */
export function FocalPointPicker({
  src,
  alt,
  focus,
  onChange,
  name,
}: {
  src: string;
  alt: string;
  focus: PhotoFocus;
  onChange: (focus: PhotoFocus) => void;
  /** The first part of the sliders' names ("attorney"). */
  name: string;
}) {
  const { copy } = useStaffI18n();
  const t = copy.site.photos;
  const pick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onChange({
      x: percent(event.clientX - box.left, box.width),
      y: percent(event.clientY - box.top, box.height),
    });
  };
  return (
    <Stack gap="xs">
      <div>
        <Text fw={500} fz="sm">
          {t.focusTitle}
        </Text>
        <Text fz="xs" c="gray.7">
          {t.focusHelp}
        </Text>
      </div>
      <Box pos="relative" w="fit-content" maw="100%" lh={0}>
        <img
          src={src}
          alt={alt}
          onClick={pick}
          data-focus-picker={name}
          style={{ display: 'block', maxWidth: '100%', maxHeight: 260, cursor: 'crosshair', borderRadius: 4 }}
        />
        <span
          aria-hidden
          data-focus-marker={objectPosition(focus)}
          style={{
            position: 'absolute',
            left: `${focus.x}%`,
            top: `${focus.y}%`,
            width: 28,
            height: 28,
            transform: 'translate(-50%, -50%)',
            borderRadius: '50%',
            border: '3px solid #fff',
            boxShadow: '0 0 0 2px #1b2a4a, 0 2px 6px rgb(0 0 0 / 45%)',
            pointerEvents: 'none',
          }}
        />
      </Box>
      <FocusSlider
        label={t.focusX}
        value={focus.x}
        name={`${name}.focus.x`}
        onChange={(x) => onChange({ ...focus, x })}
      />
      <FocusSlider
        label={t.focusY}
        value={focus.y}
        name={`${name}.focus.y`}
        onChange={(y) => onChange({ ...focus, y })}
      />
    </Stack>
  );
}
