import type { Catalog } from '../../catalog';
import type { account as en } from '../en/account';

/** 简体中文界面文案：account。 */
export const account: Catalog<typeof en> = {
  title: '账号设置',
  subtitle: '管理你的公开信息和登录方式。',
  profile: {
    title: '基本信息',
    description: '用户名会显示在菜单中，以及使用你名字的卡片上。',
    email: '邮箱',
    emailHint: '邮箱地址不可修改。',
    submit: '保存',
    submitting: '保存中…',
    saved: '基本信息已保存',
    failed: '保存失败，请重试',
  },
  password: {
    title: '修改密码',
    description: '修改密码后，其他设备上的登录会全部失效。',
    current: '当前密码',
    new: '新密码',
    confirm: '确认新密码',
    submit: '更新密码',
    submitting: '更新中…',
    saved: '密码已更新',
    failed: '密码更新失败',
    currentRequired: '请输入当前密码',
    newRequired: '请输入新密码',
  },
  avatar: {
    title: '头像',
    description: '支持 JPG、PNG、GIF，不超过 2MB，将裁剪为正方形。',
    choose: '选择图片',
    change: '重新选择',
    upload: '上传头像',
    uploading: '上传中…',
    cancel: '取消',
    previewAlt: '新头像预览',
    currentAlt: '你当前的头像',
    saved: '头像更新成功',
    failed: '头像更新失败，请重试',
    retrying: '上传失败，正在重试（{{attempt}}/{{total}}）…',
  },
};
