import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Select, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { enumLabel, holeColorHex, holeColorLabels, HOLE_COLORS, HOLE_LEVEL_LIMITS, holeLevelSchema, parseYuan, sortHoleLevels, translateValidation, type HoleColor } from '@wardline/contract';
import { schemaRule, toLocale } from '@/lib/form-rules';
import type { HoleLevelRow } from '../wizard-values';

type Props = {
  value?: HoleLevelRow[];
  onChange?: (value: HoleLevelRow[]) => void;
  /** The pool in fen: no single reward may exceed it (spec 002 §5.1). */
  poolFen: number;
  /** SRC projects pay no reward: the reward is 0 and its input disabled. */
  noReward: boolean;
  id?: string;
};

/** The level's colour as border and tint, the text dark (as on the rating standard page): coloured text on a tint fails contrast. */
const levelTagStyle = (hex: string) => ({ color: '#1f2430', background: `${hex}1f`, borderColor: hex, fontWeight: 600 });

type Editing = { index: number | null; initial: Partial<HoleLevelRow> };

/**
 * The project's vulnerability levels (spec 002 §5.1): listed by weight descending, added,
 * edited and deleted (never the last), every rule of a new level checked in the dialog
 * with the contract's schema and messages, as the server checks them again.
 */
export function HoleLevelList({ value = [], onChange, poolFen, noReward, id }: Props) {
  const { t, i18n } = useTranslation('projectPublish');
  const locale = toLocale(i18n.language);
  const [editing, setEditing] = useState<Editing | null>(null);
  const rows = sortHoleLevels(value);

  const remove = (row: HoleLevelRow) => {
    if (value.length <= 1) return;
    onChange?.(value.filter((level) => level !== row));
  };
  const save = (level: HoleLevelRow) => {
    const next = editing?.index === null || editing === null ? [...value, level] : value.map((row, i) => (i === editing.index ? level : row));
    onChange?.(sortHoleLevels(next));
    setEditing(null);
  };

  const columns: TableColumnsType<HoleLevelRow> = [
    {
      title: t('levels.name'),
      key: 'name',
      render: (_, row) => (
        <Tag style={levelTagStyle(holeColorHex[row.color])} data-testid="hole-level-name">
          {row.holeLevelName}
        </Tag>
      ),
    },
    { title: t('levels.weight'), dataIndex: 'weight', width: 90 },
    { title: t('levels.money'), dataIndex: 'holeMoney', width: 130, render: (money: string) => (noReward ? '—' : money) },
    { title: t('levels.description'), dataIndex: 'holeDescription', ellipsis: true },
    {
      title: t('levels.actions'),
      key: 'actions',
      width: 150,
      render: (_, row) => {
        const last = value.length <= 1;
        return (
          <Space size={0}>
            <Button type="link" onClick={() => setEditing({ index: value.indexOf(row), initial: row })} data-testid={`edit-level-${row.weight}`}>
              {t('levels.edit')}
            </Button>
            <Tooltip title={last ? t('levels.lastOne') : undefined}>
              <Button type="link" danger disabled={last} onClick={() => remove(row)} data-testid={`delete-level-${row.weight}`}>
                {t('levels.delete')}
              </Button>
            </Tooltip>
          </Space>
        );
      },
    },
  ];

  return (
    <div id={id} data-testid="hole-level-list">
      <Table<HoleLevelRow>
        rowKey={(row) => `${row.weight}-${row.holeLevelName}`}
        size="small"
        pagination={false}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: t('levels.empty') }}
        scroll={{ x: 640 }}
      />
      <Button
        style={{ marginTop: 8 }}
        disabled={value.length >= HOLE_LEVEL_LIMITS.maxLevels}
        onClick={() => setEditing({ index: null, initial: { holeMoney: '0', color: 'blue' } })}
        data-testid="add-level"
      >
        {t('levels.add')}
      </Button>
      {editing && (
        <HoleLevelDialog
          editing={editing}
          others={value.filter((_, i) => i !== editing.index)}
          poolFen={poolFen}
          noReward={noReward}
          locale={locale}
          onCancel={() => setEditing(null)}
          onSave={save}
        />
      )}
    </div>
  );
}

type DialogProps = {
  editing: Editing;
  others: HoleLevelRow[];
  poolFen: number;
  noReward: boolean;
  locale: 'zh' | 'en';
  onCancel: () => void;
  onSave: (level: HoleLevelRow) => void;
};

function HoleLevelDialog({ editing, others, poolFen, noReward, locale, onCancel, onSave }: DialogProps) {
  const { t } = useTranslation('projectPublish');
  const [form] = Form.useForm<HoleLevelRow>();
  const shape = holeLevelSchema.shape;
  const initial = { ...editing.initial, ...(noReward ? { holeMoney: '0' } : {}) };

  const uniqueWeight = {
    validator: async (_rule: unknown, weight: unknown) => {
      if (others.some((level) => Number(level.weight) === Number(weight))) throw new Error(translateValidation('holeLevel.weight.duplicate', locale));
    },
  };
  const withinPool = {
    validator: async (_rule: unknown, money: unknown) => {
      const fen = parseYuan(String(money ?? ''));
      if (fen !== null && fen > poolFen) throw new Error(translateValidation('holeLevel.money.range', locale));
    },
  };

  return (
    <Modal
      open
      title={editing.index === null ? t('levels.addTitle') : t('levels.editTitle')}
      okText={t('levels.save')}
      cancelText={t('levels.cancel')}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then((level) => onSave({ ...initial, ...level, holeMoney: noReward ? '0' : String(level.holeMoney), weight: Number(level.weight) }), () => undefined)}
      okButtonProps={{ 'data-testid': 'level-save' } as { 'data-testid': string }}
      destroyOnHidden
    >
      <Form<HoleLevelRow> form={form} layout="vertical" initialValues={initial} name="hole-level" validateTrigger="onBlur">
        <Form.Item name="holeLevelName" label={t('levels.name')} required rules={[schemaRule(shape.holeLevelName, locale)]}>
          <Input maxLength={HOLE_LEVEL_LIMITS.nameMax + 5} />
        </Form.Item>
        <Form.Item name="weight" label={t('levels.weight')} required rules={[schemaRule(shape.weight, locale), uniqueWeight]}>
          <InputNumber style={{ width: '100%' }} min={HOLE_LEVEL_LIMITS.weightMin} max={HOLE_LEVEL_LIMITS.weightMax} precision={0} />
        </Form.Item>
        <Form.Item name="holeMoney" label={t('levels.money')} required rules={[schemaRule(shape.holeMoney, locale), withinPool]}>
          <Input inputMode="decimal" disabled={noReward} />
        </Form.Item>
        <Form.Item name="holeDescription" label={t('levels.description')} required rules={[schemaRule(shape.holeDescription, locale)]}>
          <Input.TextArea rows={4} maxLength={HOLE_LEVEL_LIMITS.descriptionMax} />
        </Form.Item>
        <Form.Item name="color" label={t('levels.color')} required rules={[schemaRule(shape.color, locale)]}>
          <Select<HoleColor>
            options={HOLE_COLORS.map((color) => ({
              value: color,
              label: (
                <Space>
                  <span aria-hidden style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 2, background: holeColorHex[color] }} />
                  {enumLabel(holeColorLabels, color, locale)}
                </Space>
              ),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
